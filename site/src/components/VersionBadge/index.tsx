import styles from './styles.module.css';

/**
 * "New in vX" at the top of the reference page of an API added in the current major release
 * (imported by the generated MDX docs). `since` is a version without the `v` ("4.0").
 */
export default function VersionBadge({ since }: { since: string }) {
  return (
    <span className={styles.badge} title={`Added in Framecraft v${since}`}>
      New in v{since}
    </span>
  );
}
