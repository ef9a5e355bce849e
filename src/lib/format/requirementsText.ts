/**
 * One platform's minimum system requirements as a Hungarian sentence fragment, from the same data the
 * download page's table shows: "Windows 8 vagy újabb, 3 GHz-es processzor, 2 GB RAM, 3 GB szabad tárhely".
 */

import {type RequirementPlatform, SYSTEM_REQUIREMENTS} from '../../data/systemRequirements';
import {formatAmount, NBSP} from './number';

export function requirementsText(platform: RequirementPlatform): string {
  const requirement = SYSTEM_REQUIREMENTS.find((entry) => entry.platform === platform);
  if (!requirement) throw new Error(`Nincs rendszerkövetelmény ehhez a platformhoz: ${platform}`);
  const parts = [
    requirement.minimumOs ?? requirement.minimumDevice,
    requirement.processorGhz === undefined
      ? undefined
      : `${formatAmount(requirement.processorGhz)}${NBSP}GHz-es processzor`,
    requirement.ramGb === undefined ? undefined : `${formatAmount(requirement.ramGb)}${NBSP}GB RAM`,
    requirement.disk
      ? `${formatAmount(requirement.disk.amount)}${NBSP}${requirement.disk.unit} szabad tárhely`
      : undefined,
  ].filter((part): part is string => Boolean(part));
  parts[0] = `${parts[0]} vagy újabb`;
  return parts.join(', ');
}
