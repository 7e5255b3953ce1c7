import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MissionSummary } from '../../../../shared/contracts/missions';
import { namesOf, OUTSIDE_SERVICES } from '../../../../shared/outside-services';
import { MissionFacts } from './mission-facts';

type ContentMission = Pick<MissionSummary, 'id' | 'title' | 'minutes' | 'difficulty' | 'xp' | 'cost'> & {
  description: string;
  doneWhen: string;
};
const files = import.meta.glob<{ missions: ContentMission[] }>('../../../../../content/missions/*.json', {
  eager: true,
  import: 'default',
});
const missions = Object.values(files).flatMap((file) => file.missions);

// The content file lacks the market’s category and sub names, which MissionFacts does not show.
function renderFacts(mission: ContentMission) {
  return render(<MissionFacts mission={{ ...(mission as unknown as MissionSummary), ...mission }} />);
}

describe('MissionFacts', () => {
  it('links every outside service a mission names, in a new tab, saying so in the link’s name', () => {
    let checked = 0;
    for (const mission of missions) {
      const text = [mission.title, mission.description, mission.doneWhen, mission.cost ?? ''].join('\n');
      const named = OUTSIDE_SERVICES.filter((service) => namesOf(service).some((name) => text.includes(name)));
      if (named.length === 0) continue;
      renderFacts(mission);
      const links = within(screen.getByRole('list')).getAllByRole('link');
      expect(
        links.map((link) => link.getAttribute('href')),
        mission.id,
      ).toEqual(named.map((service) => service.url));
      for (const [index, link] of links.entries()) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
        expect(link.textContent).toContain(`${named[index]?.name}`);
        expect(link.textContent).toContain('(새 탭에서 열려요)');
      }
      cleanup();
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('shows no links for a mission that names no service', () => {
    const plain = missions.find((mission) => mission.id === 'm-self-049');
    if (!plain) throw new Error('fixture mission missing');
    renderFacts(plain);
    expect(screen.queryByText('바로 가기')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
