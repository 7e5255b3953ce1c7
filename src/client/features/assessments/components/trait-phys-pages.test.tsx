import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStepDrafts } from '../draft-store';
import { bankOf, fakeApi, renderLoaded } from '../testing';
import { TraitSurveyPage } from './trait-phys-pages';

beforeEach(() => forgetStepDrafts());
afterEach(() => vi.unstubAllGlobals());

describe('the trait survey of a logged-in person', () => {
  it('saves every trait answer before it moves on to the physical-conditions survey', async () => {
    const savedFrom: string[] = [];
    const api = fakeApi({
      'GET /api/trt-phys-cond': { status: 200, body: { data: null, meta: null } },
      'PUT /api/trt-phys-cond': (call) => {
        savedFrom.push(screen.getByTestId('location').textContent ?? '');
        return { status: 200, body: { data: call.body } };
      },
    });
    await renderLoaded(<TraitSurveyPage step="trt-phys-cond" page="trait/survey" userId="user-1" />, {
      path: '/trt-phys-cond/trait/survey',
    });
    const questions = bankOf('trt-phys-cond').trait.length;
    const user = userEvent.setup();
    for (let answered = 0; answered < questions; ) {
      for (const radio of screen.getAllByRole('radio', { name: '보통이에요' })) {
        await user.click(radio);
        answered += 1;
      }
      if (answered < questions) await user.click(screen.getByRole('button', { name: '다음 문항' }));
    }
    await user.click(screen.getByRole('button', { name: '다음 단계' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/trt-phys-cond/phys-cond/survey'));
    // The save left while the trait survey was still on screen, with all its answers: a reload of
    // the next page cannot read the draft before it.
    const saves = api.callsTo('PUT', '/api/trt-phys-cond');
    expect(saves.length).toBeGreaterThan(0);
    const last = saves.at(-1)?.body as { trait?: Record<string, number> };
    expect(Object.keys(last.trait ?? {})).toHaveLength(questions);
    expect(savedFrom.at(-1)).toMatch(/^\/trt-phys-cond\/trait\/survey/);
  });
});
