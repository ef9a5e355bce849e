export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.serverSuiteClosers ?? []).map((close) => close()));
}
