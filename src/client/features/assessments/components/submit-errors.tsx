import { useEffect, useRef } from 'react';
import styles from '../assessments.module.css';

/** What keeps the step from being submitted, read out and focused when it appears. */
export function SubmitErrors({ title, messages }: { title: string; messages: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const text = messages.join('\n');
  useEffect(() => {
    if (text) box.current?.focus();
  }, [text]);
  if (messages.length === 0) return null;
  return (
    <div ref={box} className={styles.alert} role="alert" tabIndex={-1}>
      <p>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
