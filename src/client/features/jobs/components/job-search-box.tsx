import { useId } from 'react';
import { Icon } from '../../../ui/icon';
import browser from '../browser.module.css';

interface JobSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search as you type: every keystroke filters the list in the browser, no server call. */
export function JobSearchBox({ value, onChange }: JobSearchBoxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <search>
      <form className={browser.searchForm} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className={browser.searchLabel}>
          직업 검색
        </label>
        <div className={browser.searchField}>
          <Icon name="search" size={20} className={browser.searchIcon} />
          <input
            id={id}
            type="search"
            className={browser.searchInput}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="예: 간호사, ㄱㅂㅈ, 코딩"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
          />
          {value !== '' && (
            <button
              type="button"
              className={browser.clearButton}
              onClick={() => onChange('')}
              aria-label="검색어 지우기"
            >
              <Icon name="close" size={20} />
            </button>
          )}
        </div>
        <p id={hintId} className={browser.hint}>
          이름, 초성(ㄱㅂㅈ), 평소에 쓰는 말(코딩, 선생님), 하는 일, 기술로 찾을 수 있어요. 세 글자 이상이면 오타도
          알아서 찾아요.
        </p>
      </form>
    </search>
  );
}
