import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import buttons from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';
import { markBetaModalSeen } from './notice-conditions';

/**
 * The beta notice (spec §4), shown by the notice queue while `hasSeenBetaModal` is unset. The
 * server puts it in a first visit's HTML (docs/decisions/007). Closing or "later" sets the flag;
 * "go to the career test now" sets it and goes to /map.
 */
export default function BetaModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const close = () => {
    markBetaModalSeen();
    onClose();
  };

  return (
    <Dialog
      title="진로의 시간은 베타 서비스예요"
      onDismiss={close}
      actions={
        <>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              close();
              navigate(paths.map);
            }}
          >
            지금 바로 진로 검사하러 가기
          </button>
          <button type="button" className={buttons.ghost} onClick={close}>
            나중에 할게요
          </button>
        </>
      }
    >
      <p>
        베타 기간에는 모든 기능을 무료로 쓸 수 있어요. 여섯 단계 검사를 마치면 나와 맞는 직업을 이유와 함께 추천해
        드려요. 불편한 점은 ‘고객의 목소리’로 알려 주세요.
      </p>
    </Dialog>
  );
}
