import { SESSION_KEYS } from '../../../shared/constants';
import { writeItem } from '../../lib/storage';
import buttons from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';

/**
 * Once per session in an in-app browser, shown by the notice queue: suggest an external browser
 * (spec §4, §8). Acknowledging sets the session flag.
 */
export default function InAppBrowserModal({ onClose }: { onClose: () => void }) {
  const acknowledge = () => {
    writeItem('session', SESSION_KEYS.hasSeenInAppBrowserModal, 'true');
    onClose();
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
