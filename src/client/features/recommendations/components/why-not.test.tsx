import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  JobRecDetailResponse,
  JobRecNotFoundBody,
  Recommendation,
} from '../../../../shared/contracts/recommendations';
import { renderWithApp } from '../../../test/render';
import { WhyNot } from './why-not';

function summary(id: string, name: string) {
  return { id, name, industry: 'arts' as const, summary: `${name}의 일`, riasec: 'AS', tags: [] as string[] };
}

const notFound = (nearest: JobRecNotFoundBody['error']['nearest']): JobRecNotFoundBody => ({
  error: { code: 'NOT_FOUND', message: '직업 목록에 없는 직업이에요. 직업 이름을 다시 확인해 주세요.', nearest },
});

const athlete: Recommendation = {
  job: summary('job-soldier', '직업군인'),
  score: 71,
  fitLevel: '잘 맞아요',
  rank: 12,
  reasons: [],
  myRating: null,
};
const found: JobRecDetailResponse = {
  data: athlete,
  meta: {
    completedSteps: [],
    missingSteps: [],
    enough: true,
    isDraft: false,
    coverage: [],
    total: 250,
    notes: [],
    sharedReasons: [],
  },
};

/** Answers each asked job name like the server: 직업군인 is a catalog job, anything else is not. */
function stubServer(nearest: JobRecNotFoundBody['error']['nearest']) {
  const fetchMock = vi.fn(async (url: string) => {
    const asked = decodeURIComponent(url.split('/').pop() ?? '');
    const [status, body] = asked === '직업군인' ? [200, found] : [404, notFound(nearest)];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWhyNot() {
  renderWithApp(
    <WhyNot jobNames={[]} renderResult={(item) => <article aria-label={item.job.name}>{item.score}점</article>} />,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'이 직업은 왜 없을까요?'", () => {
  it('names the nearest catalog jobs of a job the catalog lacks, and looks one up when it is pressed', async () => {
    const fetchMock = stubServer([summary('job-admin', '행정 공무원'), summary('job-soldier', '직업군인')]);
    const user = renderWhyNot();
    await user.type(screen.getByLabelText('직업 이름'), '군무원');
    await user.click(screen.getByRole('button', { name: '점수 보기' }));

    expect(await screen.findByText('‘군무원’은 직업 목록에 없어요. 가까운 직업:')).toBeInTheDocument();
    const nearest = screen.getByRole('list', { name: '가까운 직업' });
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['행정 공무원', '직업군인']);

    await user.click(within(nearest).getByRole('button', { name: '직업군인' }));
    expect(await screen.findByRole('article', { name: '직업군인' })).toHaveTextContent('71점');
    expect(screen.getByText(/전체 250개 직업 중 12위/)).toBeInTheDocument();
    expect(screen.getByLabelText('직업 이름')).toHaveValue('직업군인');
    expect(screen.getByLabelText('직업 이름')).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)))).toEqual([
      expect.stringMatching(/\/api\/job-rec\/군무원$/),
      expect.stringMatching(/\/api\/job-rec\/직업군인$/),
    ]);
  });

  it('asks to pick from the list when nothing is near', async () => {
    stubServer([]);
    const user = renderWhyNot();
    await user.type(screen.getByLabelText('직업 이름'), 'ㅁㄴㅇㄹ');
    await user.click(screen.getByRole('button', { name: '점수 보기' }));
    expect(
      await screen.findByText('‘ㅁㄴㅇㄹ’는 직업 목록에 없어요. 목록에서 직업을 골라 주세요.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '가까운 직업' })).not.toBeInTheDocument();
  });

  it('asks for a name before looking anything up, on the field, with focus there', async () => {
    const fetchMock = stubServer([]);
    const user = renderWhyNot();
    await user.type(screen.getByLabelText('직업 이름'), '   ');
    await user.click(screen.getByRole('button', { name: '점수 보기' }));
    const field = screen.getByLabelText('직업 이름');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('직업 이름을 입력하거나 목록에서 골라 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters in the server’s words, and looks up a valid one trimmed', async () => {
    const fetchMock = stubServer([]);
    const user = renderWhyNot();
    const field = screen.getByLabelText('직업 이름');
    await user.click(field);
    await user.paste('가'.repeat(101));
    await user.click(screen.getByRole('button', { name: '점수 보기' }));
    expect(field).toHaveAccessibleDescription('직업 이름은 100자 이하로 입력해 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  직업군인 ');
    await user.click(screen.getByRole('button', { name: '점수 보기' }));
    expect(await screen.findByRole('article', { name: '직업군인' })).toHaveTextContent('71점');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)))).toEqual([
      expect.stringMatching(/\/api\/job-rec\/직업군인$/),
    ]);
  });
});
