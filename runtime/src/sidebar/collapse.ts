/**
 * Duration of the collapse animation for content `height` px tall (SPEC §9: about 4 to 15 ms
 * plus an amount scaled by height): grows with the fourth root of the height plus a linear part.
 */
export function collapseDuration(height: number): number {
  if (!height || height < 0) return 0;
  const unit = height / 36;
  return Math.round((4 + 15 * unit ** 0.25 + unit / 5) * 10);
}
