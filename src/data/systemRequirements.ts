/** Values only (labels: `SYSREQ_*` in code.json). A field the spec does not give is left out, never guessed. */

export type RequirementPlatform = 'windows' | 'macos' | 'android' | 'ios';

export interface SystemRequirement {
  platform: RequirementPlatform;
  /** platform name as shown (a product name, not translated) */
  name: string;
  /** oldest supported operating system version, e.g. `Windows 8` */
  minimumOs?: string;
  /** oldest supported device model, e.g. `iPhone 6S` */
  minimumDevice?: string;
  processorGhz?: number;
  ramGb?: number;
  disk?: {amount: number; unit: 'MB' | 'GB'};
}

export const SYSTEM_REQUIREMENTS: readonly SystemRequirement[] = [
  {
    platform: 'windows',
    name: 'Windows',
    minimumOs: 'Windows 8',
    processorGhz: 3,
    ramGb: 2,
    disk: {amount: 3, unit: 'GB'},
  },
  {platform: 'macos', name: 'macOS', minimumOs: 'macOS 10.13'},
  {platform: 'android', name: 'Android', minimumOs: 'Android 6.0', ramGb: 2, disk: {amount: 500, unit: 'MB'}},
  {platform: 'ios', name: 'iOS', minimumDevice: 'iPhone 6S', disk: {amount: 500, unit: 'MB'}},
];
