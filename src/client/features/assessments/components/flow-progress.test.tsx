import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowProgress } from './flow-progress';

describe('FlowProgress', () => {
  it('counts screens, never 단계 (the six steps own that word), on screen and for screen readers', () => {
    const { container } = render(<FlowProgress step="value" page="select" skipComeup={false} />);
    expect(container.textContent).toContain('화면 4/6');
    expect(container.textContent).not.toContain('단계');
    const bar = screen.getByRole('progressbar', { name: '가치관 검사 진행' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar.getAttribute('aria-valuetext')).toBe('6개 화면 중 4번째 화면, 고르기');
  });

  it('leaves a skipped comeup page out of the count', () => {
    render(<FlowProgress step="interest" page="priority" skipComeup />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('5개 화면 중 4번째 화면, 순위 정하기');
  });
});
