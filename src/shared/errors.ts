/**
 * The closed list of error codes the API answers with, each with the Korean sentence a
 * person sees. The server sends `{ error: { code, message } }`; the client shows the message.
 */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: '입력한 내용을 다시 확인해 주세요.',
  INVALID_JSON: '요청 본문이 올바른 JSON 형식이 아니에요.',
  UNSUPPORTED_MEDIA_TYPE: 'JSON 형식(application/json)으로 보내 주세요.',
  PAYLOAD_TOO_LARGE: '보낸 내용이 너무 커요. 줄여서 다시 보내 주세요.',
  NOT_FOUND: '찾는 내용이 없어요. 주소를 다시 확인해 주세요.',
  METHOD_NOT_ALLOWED: '지원하지 않는 요청 방식이에요.',
  NOT_AUTHENTICATED: '로그인이 필요해요.',
  INVALID_CREDENTIALS: '로그인에 실패했어요. 이메일 또는 비밀번호를 다시 확인해 주세요.',
  EMAIL_TAKEN: '이미 가입된 이메일이에요. 로그인해 주세요.',
  WRONG_PASSWORD: '현재 비밀번호가 맞지 않아요.',
  FORBIDDEN_ORIGIN: '허용되지 않은 출처에서 온 요청이에요.',
  TOO_MANY_ATTEMPTS: '시도가 너무 많아요. 잠시 후 다시 시도해 주세요.',
  CONFLICT: '이미 처리된 요청이에요.',
  PROVIDER_NOT_CONFIGURED: '이 로그인 방법은 아직 준비되지 않았어요.',
  ACCOUNT_NOT_FOUND: '이 계정으로 가입한 기록이 없어요. 회원가입을 먼저 해 주세요.',
  OAUTH_FAILED: '소셜 로그인을 마치지 못했어요. 다시 시도해 주세요.',
  SERVICE_UNAVAILABLE: '서비스를 잠시 이용할 수 없어요. 잠시 후 다시 시도해 주세요.',
  INTERNAL_ERROR: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}
