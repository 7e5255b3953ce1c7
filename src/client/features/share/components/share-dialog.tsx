import { useState } from 'react';
import type { Step } from '../../../../shared/contracts/assessments';
import type { Report, StepReport } from '../../../../shared/contracts/report';
import { SHARE_LIMITS } from '../../../../shared/share-card';
import { httpErrorOf } from '../../../lib/api';
import buttons from '../../../ui/button.module.css';
import { Dialog } from '../../../ui/dialog';
import styles from '../share.module.css';
import { canUseShareSheet, copyLink, type ShareOutcome, saveImage, shareWithSheet } from '../share-actions';
import {
  type ShareChoice,
  shareImagePath,
  useCreateShareLinkMutation,
  useGetRecommendedJobNamesQuery,
} from '../share-api';

/** How many recommended jobs the dialog offers to put on the card. */
const OFFERED_JOBS = 5;

interface ShareDialogProps {
  report: Report;
  onClose: () => void;
}

/**
 * '결과 카드 공유하기': the person ticks what goes on the card (nothing is ticked for them), the
 * server keeps a snapshot of just that under a new link, and the link is passed on with the
 * phone's share sheet, copied, or saved as the card's image.
 */
export default function ShareDialog({ report, onClose }: ShareDialogProps) {
  const steps = report.steps as { [S in Step]: StepReport<S> };
  const recommendations = useGetRecommendedJobNamesQuery(OFFERED_JOBS);
  const jobs = recommendations.currentData ?? [];
  const [choice, setChoice] = useState<ShareChoice>({ interest: false, values: false, strengths: false, jobs: [] });
  const [create, creating] = useCreateShareLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; url: string; title: string } | null>(null);
  const [status, setStatus] = useState<ShareOutcome | null>(null);

  const chosenAnything = choice.interest || choice.values || choice.strengths || choice.jobs.length > 0;
  const toggleJob = (name: string, on: boolean) =>
    setChoice((old) => ({ ...old, jobs: on ? [...old.jobs, name] : old.jobs.filter((job) => job !== name) }));

  const submit = async () => {
    setError(null);
    try {
      const link = await create(choice).unwrap();
      const interest = steps.interest.result;
      setCreated({
        id: link.id,
        url: new URL(link.path, window.location.origin).href,
        title: choice.interest && interest ? `나의 흥미 유형: ${interest.codeLabels.join('·')}` : '나의 진로 카드',
      });
    } catch (failure) {
      const problem = httpErrorOf(failure);
      setError(Object.values(problem.fields ?? {})[0] ?? problem.message);
    }
  };

  const option = (key: 'interest' | 'values' | 'strengths', label: string, detail: string | null, missing: string) => (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={choice[key]}
        disabled={detail === null}
        onChange={(event) => setChoice((old) => ({ ...old, [key]: event.target.checked }))}
      />
      <span>
        {label}
        <br />
        <span className={styles.hint}>{detail ?? missing}</span>
      </span>
    </label>
  );

  if (created) {
    return (
      <Dialog
        title="공유 링크를 만들었어요"
        onDismiss={onClose}
        actions={
          <>
            {canUseShareSheet() && (
              <button
                type="button"
                className={buttons.primary}
                onClick={async () => setStatus(await shareWithSheet(created.url, created.title))}
              >
                공유하기
              </button>
            )}
            <button
              type="button"
              className={canUseShareSheet() ? buttons.secondary : buttons.primary}
              onClick={async () => setStatus(await copyLink(created.url))}
            >
              링크 복사하기
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={async () => setStatus(await saveImage(shareImagePath(created.id), '진로의-시간-결과-카드.png'))}
            >
              이미지 저장하기
            </button>
            <button type="button" className={buttons.ghost} onClick={onClose}>
              닫기
            </button>
          </>
        }
      >
        <p>
          이 링크를 받은 사람은 로그인하지 않아도 고른 내용만 볼 수 있어요. 마이페이지에서 언제든 거둬들일 수 있어요.
        </p>
        <p className={styles.linkBox} data-testid="share-url">
          {created.url}
        </p>
        <p className={styles.status} role="status" aria-live="polite">
          {status?.message ?? ''}
        </p>
      </Dialog>
    );
  }

  const interest = steps.interest.result;
  const values = steps.value.result;
  const strengths = steps.strength.result;
  const top = (labels: string[]) => labels.slice(0, SHARE_LIMITS.topItems).join(', ');
  return (
    <Dialog
      title="결과 카드 공유하기"
      onDismiss={onClose}
      actions={
        <>
          <button
            type="button"
            className={buttons.primary}
            disabled={!chosenAnything || creating.isLoading}
            onClick={() => void submit()}
          >
            {creating.isLoading ? '링크를 만들고 있어요…' : '공유 링크 만들기'}
          </button>
          <button type="button" className={buttons.ghost} onClick={onClose}>
            취소
          </button>
        </>
      }
    >
      <p>카드에 담을 내용만 골라 주세요. 이메일, 답한 내용, 점수는 담기지 않아요.</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>나의 결과</legend>
        {option(
          'interest',
          '흥미 유형',
          interest ? interest.codeLabels.join('·') : null,
          '흥미 검사를 마치면 고를 수 있어요.',
        )}
        {option(
          'values',
          '중요하게 여기는 가치',
          values ? top(values.ranks.map((rank) => rank.label)) : null,
          '가치관 검사를 마치면 고를 수 있어요.',
        )}
        {option(
          'strengths',
          '나의 강점',
          strengths ? top(strengths.top.map((card) => card.label)) : null,
          '강점 검사를 마치면 고를 수 있어요.',
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>추천 직업 (최대 {SHARE_LIMITS.maxJobs}개)</legend>
        {recommendations.isLoading && <p className={styles.hint}>추천 직업을 불러오고 있어요…</p>}
        {!recommendations.isLoading && jobs.length === 0 && (
          <p className={styles.hint}>추천 직업이 아직 없어요. 검사를 더 마치면 고를 수 있어요.</p>
        )}
        {jobs.map((name) => {
          const checked = choice.jobs.includes(name);
          return (
            <label key={name} className={styles.option}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && choice.jobs.length >= SHARE_LIMITS.maxJobs}
                onChange={(event) => toggleJob(name, event.target.checked)}
              />
              <span>{name}</span>
            </label>
          );
        })}
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
