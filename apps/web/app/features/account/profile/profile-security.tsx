import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form';
import styles from './profile.module.css';
import { SessionsList } from './sessions-list';

/** `/profile/security`: change the password, see and close sessions. */
export function ProfileSecurity() {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <div className={styles.sectionGrid}>
      <SessionsList reloadKey={reloadKey} />
      <ChangePasswordForm onChanged={() => setReloadKey((key) => key + 1)} />
    </div>
  );
}
