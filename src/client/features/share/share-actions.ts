/**
 * Ways to pass a share link on, best first: the phone's share sheet (Web Share API), then copying
 * the link, then saving the card's image. Each answers with a polite Korean status line.
 */

export type ShareOutcome = { ok: boolean; message: string };

/** Whether this browser has a share sheet (phones, some desktops). */
export function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export async function shareWithSheet(url: string, title: string): Promise<ShareOutcome> {
  try {
    await navigator.share({ title, url });
    return { ok: true, message: '공유했어요.' };
  } catch (error) {
    // Closing the sheet is not a failure to report as one.
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { ok: false, message: '공유를 취소했어요.' };
    }
    return { ok: false, message: '공유하지 못했어요. 링크 복사하기를 눌러 주세요.' };
  }
}

export async function copyLink(url: string): Promise<ShareOutcome> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    return { ok: true, message: '링크를 복사했어요. 원하는 곳에 붙여 넣어 주세요.' };
  } catch {
    return { ok: false, message: `복사하지 못했어요. 주소를 직접 복사해 주세요: ${url}` };
  }
}

/** Downloads the card's PNG (the link's preview image) as a file. */
export async function saveImage(imagePath: string, fileName: string): Promise<ShareOutcome> {
  try {
    const answer = await fetch(imagePath);
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    const url = URL.createObjectURL(await answer.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, message: '카드 이미지를 저장했어요.' };
  } catch {
    return { ok: false, message: '이미지를 저장하지 못했어요. 잠시 뒤 다시 시도해 주세요.' };
  }
}
