import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('the optional AI phrasing settings', () => {
  it('are off by default', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: ' ', AI_MODEL: '' }).ai).toBeUndefined();
  });

  it('are read together, the key being optional', () => {
    expect(loadConfig({ AI_BASE_URL: 'https://llm.example/v1', AI_MODEL: 'small', AI_API_KEY: 'k' }).ai).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'small',
    });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'local' }).ai?.apiKey).toBeUndefined();
  });

  it('name the variable when a value is bad or the model is missing', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_BASE_URL: 'https://llm.example/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'https://llm.example/v1' })).toThrow(/AI_MODEL/);
  });
});
