/** Cookies as the server would have set them, for tests of code that reads `document.cookie`. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie
  document.cookie = `${name}=${value}; path=/`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${name}=; max-age=0; path=/`;
}
