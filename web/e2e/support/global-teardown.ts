/** Stops the local stack that global-setup started. */
export default async function teardown() {
  await (globalThis as { e2eStack?: { stop: () => Promise<void> } }).e2eStack?.stop();
}
