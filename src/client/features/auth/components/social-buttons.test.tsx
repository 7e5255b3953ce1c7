import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeApi } from '../../assessments/testing';
import { SocialButtons } from './social-buttons';

describe('social log-in buttons', () => {
  it('offer the providers the server has, and say which one is not ready yet', async () => {
    fakeApi({ 'GET /api/auth/providers': { status: 200, body: { data: { google: true, naver: false } } } });
    renderWithApp(<SocialButtons mode="login" />);
    expect(await screen.findByText('네이버 로그인은 아직 준비 중이에요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '구글로 로그인' })).toHaveAttribute(
      'href',
      '/api/auth/check-google-email?redirect=%2F',
    );
    expect(screen.queryByRole('link', { name: '네이버로 로그인' })).toBeNull();
  });

  it('offer neither when the server cannot say which it has', async () => {
    fakeApi({ 'GET /api/auth/providers': { status: 500, body: { error: { code: 'INTERNAL', message: '오류' } } } });
    renderWithApp(<SocialButtons mode="signup" />);
    expect(await screen.findByText('구글 로그인은 아직 준비 중이에요.')).toBeInTheDocument();
    expect(screen.getByText('네이버 로그인은 아직 준비 중이에요.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
