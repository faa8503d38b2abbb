/**
 * The sum of a counter's samples on a gateway's /metrics whose labels include every
 * one given (`hearth_live_deliveries_total`, {outcome: 'accepted'}). Counters move
 * in the request that causes them, so a test can prove that something did not
 * happen (nothing was published) without waiting to see that nothing arrives.
 */
export async function counterSum(gatewayUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text.split('\n')
    .filter((line) => line.startsWith(`${name}{`) && wanted.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}
