import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CardView } from './card-select';
import { PriorityOrder } from './priority-order';

const CARDS: CardView[] = ['성장', '안정', '자율', '인정', '관계', '보상'].map((label, index) => ({
  id: `c${index + 1}`,
  label,
  description: `${label} 설명`,
}));

function Harness({ initial = [] as string[] }) {
  const [priority, setPriority] = useState<string[]>(initial);
  return (
    <>
      <PriorityOrder cards={CARDS} priority={priority} range={{ min: 3, max: 5 }} onChange={setPriority} />
      <output data-testid="order">{priority.join(',')}</output>
    </>
  );
}

const order = () => screen.getByTestId('order').textContent;
const announcement = () => document.querySelector('[aria-live="polite"].visually-hidden')?.textContent;

describe('priority order by keyboard', () => {
  it('ranks cards with Enter and keeps the focus in the list of cards still to rank', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('성장 순위에 넣기');
    await user.keyboard('{Enter}');
    expect(order()).toBe('c1');
    expect(announcement()).toBe('‘성장’을 1위에 넣었어요.');
    // The next card to rank has the focus, so Enter again ranks it second.
    expect(document.activeElement).toHaveAccessibleName('안정 순위에 넣기');
    await user.keyboard('{Enter}{Enter}');
    expect(order()).toBe('c1,c2,c3');
  });

  it('moves a card up and down with its buttons, announces it and keeps the focus on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['c1', 'c2', 'c3']} />);
    screen.getByRole('button', { name: '자율 한 칸 위로' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('c1,c3,c2');
    expect(announcement()).toBe('‘자율’을 2위로 옮겼어요.');
    expect(document.activeElement).toHaveAccessibleName('자율 한 칸 위로');

    // At the top "up" is disabled, so the focus goes to "down" of the same card.
    await user.keyboard('{Enter}');
    expect(order()).toBe('c3,c1,c2');
    expect(screen.getByRole('button', { name: '자율 한 칸 위로' })).toBeDisabled();
    expect(document.activeElement).toHaveAccessibleName('자율 한 칸 아래로');

    await user.keyboard('{Enter}');
    expect(order()).toBe('c1,c3,c2');
    expect(announcement()).toBe('‘자율’을 2위로 옮겼어요.');
  });

  it('shows the ranks in order, most important first', () => {
    render(<Harness initial={['c2', 'c1', 'c3']} />);
    const ranking = screen.getByRole('heading', { name: '나의 순위' }).closest('section');
    const items = ranking ? [...ranking.querySelectorAll('ol > li')] : [];
    expect(items.map((item) => item.textContent?.replace(/[⠿▲▼]|빼기/g, ''))).toEqual([
      '1위안정',
      '2위성장',
      '3위자율',
    ]);
  });

  it('takes a card out with "빼기" and refuses a sixth', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['c1', 'c2', 'c3', 'c4', 'c5']} />);
    screen.getByRole('button', { name: '보상 순위에 넣기' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('c1,c2,c3,c4,c5');
    expect(announcement()).toBe('순위에는 5개까지 넣을 수 있어요. 하나를 빼고 넣어 주세요.');

    screen.getByRole('button', { name: '안정 순위에서 빼기' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('c1,c3,c4,c5');
    expect(announcement()).toBe('‘안정’을 순위에서 뺐어요.');
  });
});
