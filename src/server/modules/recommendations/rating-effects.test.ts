import { describe, expect, it } from 'vitest';
import { isRelated, ratingEffectReasons, ratingEffects } from './rating-effects';
import type { RatingRow } from './recommendations.queries';
import { createRecommendationContext } from './recommendations.service';

describe('rating effects (issue 28: ratings that generalise)', () => {
  const context = createRecommendationContext();
  const { model, indexOf } = context;
  const indexOfName = (name: string) => {
    const index = model.jobs.findIndex((job) => job.name === name);
    if (index < 0) throw new Error(`${name} missing`);
    return index;
  };
  const row = (name: string, rating: 'up' | 'down', reason: RatingRow['reason'] = null) => {
    const id = model.jobs[indexOfName(name)]?.id ?? '';
    const rated: RatingRow = {
      jobId: id,
      jobName: name,
      rating,
      reason,
      rankAtRating: null,
      scoreAtRating: null,
      updatedAt: new Date(0),
    };
    return [id, rated] as const;
  };

  it('treats health jobs with a subject in common as related, and a software job as not', () => {
    expect(isRelated(model, indexOfName('간호사'), indexOfName('치과위생사'), 'subject')).toBe(true);
    expect(isRelated(model, indexOfName('간호사'), indexOfName('소프트웨어 개발자'), 'subject')).toBe(false);
  });

  it('takes at most 15 points off a related job however many related jobs were rejected, and adds at most 6', () => {
    const health = model.jobs.filter((job) => job.industry === 'healthcare').map((job) => job.name);
    const ratings = new Map(health.slice(0, 6).map((name) => row(name, 'down', 'not-interested')));
    const effects = ratingEffects(model, indexOf, ratings);
    const points = [...effects.related.values()].map((effect) => effect.points);
    expect(Math.min(...points)).toBe(-15);
    const liked = new Map(health.slice(0, 6).map((name) => row(name, 'up')));
    const lifted = [...ratingEffects(model, indexOf, liked).related.values()].map((effect) => effect.points);
    expect(Math.max(...lifted)).toBe(6);
  });

  it('leaves other jobs alone for a 👎 about pay, hours or fit, which the catalog cannot generalise', () => {
    for (const reason of ['pay', 'hours', 'not-for-me', 'other', null] as const) {
      const effects = ratingEffects(model, indexOf, new Map([row('간호사', 'down', reason)]));
      expect(effects.related.size).toBe(0);
      expect([...effects.adjustments.values()]).toEqual([-30]);
    }
  });

  it('names the rated jobs with the right particle, three or more as a count', () => {
    expect(ratingEffectReasons({ points: -5, loweredBy: ['간호사'], liftedBy: [] })[0]?.text).toBe(
      "맞지 않다고 한 '간호사'와 비슷한 직업이라 순서를 조금 뒤로 보냈어요. 점수는 그대로예요.",
    );
    expect(ratingEffectReasons({ points: 3, loweredBy: [], liftedBy: ['임상병리사'] })[0]?.text).toBe(
      "좋다고 한 '임상병리사'와 비슷한 직업이라 순서를 조금 앞으로 올렸어요. 점수는 그대로예요.",
    );
    expect(ratingEffectReasons({ points: -15, loweredBy: ['간호사', '약사', '의사'], liftedBy: [] })[0]?.text).toBe(
      "맞지 않다고 한 '간호사'·'약사' 등 3개 직업과 비슷한 직업이라 순서를 조금 뒤로 보냈어요. 점수는 그대로예요.",
    );
  });
});
