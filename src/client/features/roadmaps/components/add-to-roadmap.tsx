import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { answerOf } from '../../../lib/api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import styles from '../roadmaps.module.css';
import { useAddMissionToMilestoneMutation, useGetRoadmapQuery, useGetRoadmapsQuery } from '../roadmaps-api';

/**
 * 'Add to my roadmap': choose one of my roadmaps and one of its milestones. Needs a session. The
 * button is disabled while saving and once the mission is in: the keyboard goes on to
 * '로드맵에서 보기', or back to the button after a failure.
 */
export function AddToRoadmap({ missionId }: { missionId: string }) {
  const roadmapFieldId = useId();
  const milestoneFieldId = useId();
  const mine = remoteOf(useGetRoadmapsQuery());
  const [roadmapId, setRoadmapId] = useState<string | null>(null);
  const chosenId = roadmapId ?? (mine.remote.status === 'ready' ? (mine.remote.data[0]?._id ?? null) : null);
  const detail = remoteOf(useGetRoadmapQuery(chosenId ?? '', { skip: chosenId === null }));
  const [addMissionToMilestone] = useAddMissionToMilestoneMutation();
  const [milestoneTitle, setMilestoneTitle] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string; href?: string } | null>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const missionLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (message?.kind === 'done') missionLink.current?.focus();
    if (message?.kind === 'error') submit.current?.focus();
  }, [message]);

  if (mine.remote.status !== 'ready' || mine.remote.data.length === 0) {
    return (
      <AsyncState
        remote={mine.remote}
        retry={mine.retry}
        failed="내 로드맵을 불러오지 못했어요."
        loading="내 로드맵을 불러오는 중이에요…"
        isEmpty={(roadmaps) => roadmaps.length === 0}
        empty={
          <p className={styles.hint}>
            담을 로드맵이 아직 없어요. <Link to={paths.roadmaps}>로드맵을 먼저 만들어 주세요.</Link>
          </p>
        }
      />
    );
  }

  const milestones = detail.remote.status === 'ready' ? detail.remote.data.milestones : [];
  const alreadyIn = milestones.find((milestone) => milestone.missions.some((mission) => mission.id === missionId));
  const chosenMilestone = milestoneTitle ?? milestones[0]?.title ?? null;

  const add = async () => {
    if (!chosenId || !chosenMilestone) return;
    setIsBusy(true);
    try {
      const roadmap = await answerOf(
        addMissionToMilestone({ id: chosenId, milestoneTitle: chosenMilestone, missionId }),
      );
      setMessage({
        kind: 'done',
        text: `‘${roadmap.title}’의 ‘${chosenMilestone}’에 담았어요.`,
        href: toPath(paths.mission, { roadmapId: chosenId, milestoneTitle: chosenMilestone, missionId }),
      });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : '담지 못했어요.' });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Form
      className={styles.addForm}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={roadmapFieldId} className={styles.label}>
          담을 로드맵
        </label>
        <select
          id={roadmapFieldId}
          className={styles.input}
          value={chosenId ?? ''}
          onChange={(event) => {
            setRoadmapId(event.target.value);
            setMilestoneTitle(null);
            setMessage(null);
          }}
        >
          {mine.remote.data.map((roadmap) => (
            <option key={roadmap._id} value={roadmap._id}>
              {roadmap.rank}순위 · {roadmap.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={milestoneFieldId} className={styles.label}>
          마일스톤
        </label>
        <select
          id={milestoneFieldId}
          className={styles.input}
          value={chosenMilestone ?? ''}
          disabled={milestones.length === 0}
          onChange={(event) => {
            setMilestoneTitle(event.target.value);
            setMessage(null);
          }}
        >
          {milestones.map((milestone) => (
            <option key={milestone.title} value={milestone.title}>
              {milestone.position}단계 · {milestone.title}
            </option>
          ))}
        </select>
      </div>
      {alreadyIn && message?.kind !== 'done' ? (
        <p className={styles.hint}>이 로드맵의 ‘{alreadyIn.title}’에 이미 있는 미션이에요.</p>
      ) : null}
      <button
        ref={submit}
        type="submit"
        className={buttons.primary}
        disabled={isBusy || !chosenMilestone || alreadyIn !== undefined}
      >
        내 로드맵에 담기
      </button>
      <div aria-live="polite">
        {message ? (
          <p className={message.kind === 'error' ? styles.error : styles.success}>
            {message.text}{' '}
            {message.href ? (
              <Link ref={missionLink} to={message.href}>
                로드맵에서 보기
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
