import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {useDevice} from '@site/src/components/visitor/VisitorContext';
import {type RequirementPlatform, SYSTEM_REQUIREMENTS, type SystemRequirement} from '@site/src/data/systemRequirements';
import type {DeviceInfo} from '@site/src/lib/deviceInfo';
import {formatAmount, NBSP} from '@site/src/lib/format/number';

import styles from './styles.module.css';

export function requirementPlatformOf(device: DeviceInfo | null): RequirementPlatform | null {
  if (!device || device.isCrawler) return null;
  if (device.isIos) return 'ios';
  if (device.isAndroid) return 'android';
  if (device.isWindows) return 'windows';
  if (device.isMacOS) return 'macos';
  return null;
}

/** Kept on one line. */
const withUnit = (value: number, unit: string) => `${formatAmount(value)}${NBSP}${unit}`;

function orNewer(value: string): string {
  return translate({id: 'SYSREQ_OR_NEWER', message: '{value} or newer'}, {value});
}

function rowsOf({minimumOs, minimumDevice, processorGhz, ramGb, disk}: SystemRequirement) {
  return [
    minimumOs && {label: translate({id: 'SYSREQ_OS', message: 'Operating system'}), value: orNewer(minimumOs)},
    minimumDevice && {label: translate({id: 'SYSREQ_DEVICE', message: 'Device'}), value: orNewer(minimumDevice)},
    processorGhz !== undefined && {
      label: translate({id: 'SYSREQ_PROCESSOR', message: 'Processor'}),
      value: withUnit(processorGhz, 'GHz'),
    },
    ramGb !== undefined && {
      label: translate({id: 'SYSREQ_RAM', message: 'Memory (RAM)'}),
      value: withUnit(ramGb, 'GB'),
    },
    disk && {
      label: translate({id: 'SYSREQ_DISK', message: 'Free disk space'}),
      value: withUnit(disk.amount, disk.unit),
    },
  ].filter((row) => typeof row === 'object');
}

/** After hydration the visitor's platform is marked by a badge that takes no layout space, so nothing moves. */
export default function SystemRequirements(): ReactNode {
  const device = useDevice();
  const current = requirementPlatformOf(device);
  const badge = translate({id: 'SYSREQ_YOUR_DEVICE', message: 'Your device'});

  return (
    <ul className={styles.grid}>
      {SYSTEM_REQUIREMENTS.map((requirement) => {
        const isCurrent = requirement.platform === current;
        return (
          <li
            key={requirement.platform}
            className={clsx(styles.card, isCurrent && styles.current)}
            data-platform={requirement.platform}
            data-current={isCurrent ? 'true' : undefined}
          >
            <h3 className={styles.name}>
              {requirement.name}
              {isCurrent && <span className={styles.badge}>{badge}</span>}
            </h3>
            <dl className={styles.rows}>
              {rowsOf(requirement).map((row) => (
                <div key={row.label} className={styles.row}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
