import styles from '../home.module.css';

/** While a signed-in person's parts load (in the browser, after a navigation): the headline's place, kept. */
export function PersonalLoading() {
  return (
    <section className={styles.hero} aria-labelledby="home-title" aria-busy="true">
      <h1 id="home-title" className={styles.heroTitle}>
        나를 알고, 길을 찾는 시간
      </h1>
      <p className={styles.heroBody} role="status">
        나의 진행 상황을 불러오는 중이에요...
      </p>
    </section>
  );
}
