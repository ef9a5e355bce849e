/**
 * One platform's minimum system requirements as a sentence fragment, from the same data the download page's
 * table shows: "Windows 8 vagy újabb, 3 GHz-es processzor, 2 GB RAM, 3 GB szabad tárhely".
 */

import {region} from '../../data/region';
import {type RequirementPlatform, SYSTEM_REQUIREMENTS} from '../../data/systemRequirements';
import {formatAmount} from './number';

const WORDS = region.texts.requirements;

export function requirementsText(platform: RequirementPlatform): string {
  const requirement = SYSTEM_REQUIREMENTS.find((entry) => entry.platform === platform);
  if (!requirement) throw new Error(`Nincs rendszerkövetelmény ehhez a platformhoz: ${platform}`);
  const parts = [
    requirement.minimumOs ?? requirement.minimumDevice,
    requirement.processorGhz === undefined
      ? undefined
      : WORDS.processorGhz.replace('{n}', formatAmount(requirement.processorGhz)),
    requirement.ramGb === undefined ? undefined : WORDS.ramGb.replace('{n}', formatAmount(requirement.ramGb)),
    requirement.disk
      ? WORDS.freeDisk.replace('{n}', formatAmount(requirement.disk.amount)).replace('{unit}', requirement.disk.unit)
      : undefined,
  ].filter((part): part is string => Boolean(part));
  parts[0] = WORDS.orNewer.replace('{os}', parts[0] ?? '');
  return parts.join(', ');
}
