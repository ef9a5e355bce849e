// Test stand-in for `@docusaurus/useGlobalData`: plugin data is set per test with `setMockPluginData`.
const data = new Map<string, unknown>();

export function setMockPluginData(pluginName: string, value: unknown): void {
  data.set(pluginName, value);
}

export function usePluginData(pluginName: string): unknown {
  return data.get(pluginName);
}

export default function useGlobalData(): Record<string, unknown> {
  return Object.fromEntries(data);
}
