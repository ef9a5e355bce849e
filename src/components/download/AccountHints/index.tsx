import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** What the client's sign-up form asks for (no form on the site); the spec shows no other password rules. */
export default function AccountHints(): ReactNode {
  return (
    <dl className={styles.hints}>
      <div className={styles.field}>
        <dt className={styles.label}>{translate({id: 'ACCOUNT_HINTS_EMAIL_LABEL', message: 'Email address'})}</dt>
        <dd className={styles.text}>
          {translate({
            id: 'ACCOUNT_HINTS_EMAIL_HINT',
            message: 'Enter an address you use: the confirmation of your account is sent there.',
          })}
        </dd>
      </div>
      <div className={styles.field}>
        <dt className={styles.label}>{translate({id: 'ACCOUNT_HINTS_PASSWORD_LABEL', message: 'Password'})}</dt>
        <dd className={styles.text}>
          <p className={styles.intro}>
            {translate({id: 'ACCOUNT_HINTS_PASSWORD_RULES', message: 'Your password must contain:'})}
          </p>
          <ul className={styles.rules}>
            <li>{translate({id: 'ACCOUNT_HINTS_RULE_LOWERCASE', message: 'lowercase letters (a–z)'})}</li>
            <li>{translate({id: 'ACCOUNT_HINTS_RULE_NUMBERS', message: 'numbers (0–9)'})}</li>
          </ul>
        </dd>
      </div>
    </dl>
  );
}
