import buttons from '../../../../ui/button.module.css';
import section from '../../../../ui/section.module.css';

/** A part of a page that failed to load: the client's Korean message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={section.panel} role="alert">
      <p>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        다시 불러오기
      </button>
    </div>
  );
}
