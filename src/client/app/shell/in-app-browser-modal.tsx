import { useState } from 'react';
import { SESSION_KEYS } from '../../../shared/constants';
import { writeItem } from '../../lib/storage';
import buttons from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';
import { shouldShowInAppBrowserModal } from './notice-conditions';

/** Once per session in an in-app browser: suggest an external browser (spec §4, §8). */
export default function InAppBrowserModal({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(() => shouldShowInAppBrowserModal(navigator.userAgent));
  if (!open) return null;

  const acknowledge = () => {
    writeItem('session', SESSION_KEYS.hasSeenInAppBrowserModal, 'true');
    setOpen(false);
    onDone();
  };

  return (
    <Dialog
      title="외부 브라우저에서 열어 주세요"
      onDismiss={acknowledge}
      actions={
        <button type="button" className={buttons.primary} onClick={acknowledge}>
          확인했어요
        </button>
      }
    >
      <p>
        지금은 앱 안의 브라우저로 보고 있어요. 이곳에서는 구글·네이버 로그인이 지원되지 않아요. 메뉴에서 ‘다른
        브라우저로 열기’를 눌러 Safari, 삼성 인터넷, Chrome으로 열어 주세요.
      </p>
    </Dialog>
  );
}
