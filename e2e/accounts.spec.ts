import type { Page } from '@playwright/test';
import { expect, PASSWORD, PHONE, test, uniqueEmail } from './fixtures';

test.use({ viewport: PHONE });

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/agree?type=normal');
  await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '계속하기' }).click();
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '가입하기' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '계속하기' }).click();
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test('sign-up → log-out → log-in → password change → withdraw', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/articles');
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await page.getByRole('banner').getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/agree\?type=normal$/);
  const submit = page.getByRole('button', { name: '동의하고 계속하기' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /서비스 이용약관 동의/ }).check();
  await page.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
  await page.getByRole('checkbox', { name: /만 14세 이상이에요/ }).check();
  await page.getByRole('checkbox', { name: /새 소식·이벤트 안내 수신 동의/ }).check();
  await submit.click();
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '계속하기' }).click();
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByRole('button', { name: '가입하기' }).click();

  // Back where the Login link was clicked, logged in, with the marketing consent sent.
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /새 소식·이벤트 안내/ })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('marketingConsent'))).toBeNull();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await page.getByLabel('현재 비밀번호').fill(PASSWORD);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('changed5678!');
  await page.getByLabel('새 비밀번호 확인').fill('changed5678!');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '비밀번호를 바꿨어요.' })).toBeVisible();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴할까요?' });
  await page.evaluate(() => localStorage.setItem('skipComeupValue', 'true'));
  await dialog.getByRole('button', { name: '탈퇴하고 모든 정보 지우기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('skipComeupValue'))).toBeNull();

  // The account is gone: the new password no longer logs in.
  await logIn(page, email, 'changed5678!');
  await expect(page.getByLabel('이메일')).toBeFocused();
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription(
    '로그인에 실패했어요. 이메일 또는 비밀번호를 다시 확인해 주세요.',
  );
});

test('validation messages as a person sees them: on leaving a field or on submit, said once', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('이메일');
  const next = page.getByRole('button', { name: '계속하기' });
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await expect(next).toBeDisabled();
  await email.fill('not-an-email');
  // Nothing while typing: no alert, no error yet.
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('올바른 이메일 형식이 아닙니다.');
  await expect(said('올바른 이메일 형식이 아닙니다.')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(next).toBeDisabled();
  await email.fill('');
  await expect(email).toHaveAccessibleDescription('이메일을 입력해주세요.');
  await email.fill('someone@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(next).toBeEnabled();
  await next.click();
  const password = page.getByLabel('비밀번호');
  await password.fill('x');
  await password.fill('');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('비밀번호를 입력해주세요.');
  await expect(said('비밀번호를 입력해주세요.')).toHaveCount(1);
  // Back clears the password.
  await page.getByRole('button', { name: '뒤로' }).click();
  await next.click();
  await expect(page.getByLabel('비밀번호')).toHaveValue('');
  await expect(page.getByLabel('비밀번호')).not.toHaveAttribute('aria-invalid');

  await page.goto('/agree?type=normal');
  await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await page.getByLabel('이메일').fill(uniqueEmail('rules'));
  await page.getByRole('button', { name: '계속하기' }).click();
  const join = page.getByRole('button', { name: '가입하기' });
  const newPassword = page.getByLabel('비밀번호', { exact: true });
  await newPassword.fill('short');
  await expect(newPassword).not.toHaveAttribute('aria-invalid');
  await newPassword.blur();
  await expect(newPassword).toHaveAccessibleDescription(
    /^비밀번호는 최소 8자 이상, 영문\/숫자\/특수문자를 포함해야 합니다\./,
  );
  await newPassword.fill(PASSWORD);
  await expect(newPassword).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('비밀번호 확인').fill('different1!');
  await page.getByLabel('비밀번호 확인').blur();
  await expect(page.getByLabel('비밀번호 확인')).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  await expect(join).toBeDisabled();
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await expect(join).toBeEnabled();
});

test('/register opened without consent shows the page and sends the visitor to /agree first', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('이메일')).toHaveCount(0);
  await page.getByRole('link', { name: '약관 동의하러 가기' }).click();
  await expect(page).toHaveURL(/\/agree\?type=normal$/);
  await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('이메일')).toBeVisible();
});

test('start-up asks the server about a session only when one may exist, and the server answers it in the page', async ({
  page,
}) => {
  const checks: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/check') checks.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // An anonymous first visit sends nothing that could answer 401, so the console stays clean.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checks).toEqual([]);
  expect(errors).toEqual([]);

  // Signed in, the page comes from the server rendered for the session (docs/decisions/006),
  // even without the stored user: the browser has nothing left to ask.
  await signUp(page, uniqueEmail('hint'));
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.removeItem('user'));
  checks.length = 0;
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checks).toEqual([]);
});

test('a taken e-mail shows the server’s message as the e-mail error, back on the e-mail step', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('user'));
  await signUp(page, email);
  // The keyboard stays in the form, on the field to fix, which names the server's message.
  const field = page.getByLabel('이메일');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('이미 가입된 이메일이에요. 로그인해 주세요.');
  await expect(page.getByRole('button', { name: '계속하기' })).toBeVisible();
  // A new e-mail, and both passwords are still there: nothing to type twice.
  await field.fill(uniqueEmail('taken-fixed'));
  await page.getByRole('button', { name: '계속하기' }).click();
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel('비밀번호 확인')).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Google sign-up, then Google log-in, against the mock provider', async ({ page }) => {
  await page.goto('/agree?type=google');
  await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText('e2e.google@example.com')).toBeVisible();
  await expect(page.getByText('구글', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();

  await page.goto('/login');
  await expect(page.getByText('최근에 구글로 로그인했어요')).toBeVisible();
  await page.getByRole('link', { name: /구글로 로그인/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
});

test('Naver sign-up from the register page, against the mock provider', async ({ page }) => {
  await page.goto('/agree?type=normal');
  await page.getByRole('checkbox', { name: '모두 동의해요' }).check();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await page.getByRole('link', { name: /네이버로 시작하기/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await expect(page.getByText('e2e.naver@naver.com')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lastLoginProvider'))).toBe('naver');
});

test.describe('in an in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5',
  });

  test('social buttons are blocked with the alert of spec §8', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('hasSeenInAppBrowserModal', 'true'));
    await page.goto('/login');
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('link', { name: /구글로 로그인/ }).click();
    await page.getByRole('link', { name: /네이버로 로그인/ }).click();
    expect(messages).toEqual([
      '구글 로그인은 인앱 브라우저에서 지원되지 않아요. 메뉴에서 외부 브라우저(Safari, 삼성 인터넷, Chrome)로 열어 주세요.',
      '네이버 로그인은 인앱 브라우저에서 지원되지 않아요. 메뉴에서 외부 브라우저(Safari, 삼성 인터넷, Chrome)로 열어 주세요.',
    ]);
    await expect(page).toHaveURL(/\/login$/);
  });
});
