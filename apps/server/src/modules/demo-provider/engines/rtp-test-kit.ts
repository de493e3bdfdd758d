/**
 * Measuring a game's return over many rounds: total wins over total stakes, with its standard
 * error (delta method for a ratio), so each RTP test can show its tolerance is at least three
 * standard errors wide rather than a coin toss.
 */
export type ReturnTally = { add(stakeMinor: number, winMinor: number): void; measure(): Measured };
export type Measured = { rounds: number; rtp: number; standardError: number };

export function createReturnTally(): ReturnTally {
  let rounds = 0;
  let stakes = 0;
  let wins = 0;
  let stakeSquares = 0;
  let winSquares = 0;
  let products = 0;
  return {
    add(stakeMinor, winMinor) {
      rounds += 1;
      stakes += stakeMinor;
      wins += winMinor;
      stakeSquares += stakeMinor * stakeMinor;
      winSquares += winMinor * winMinor;
      products += stakeMinor * winMinor;
    },
    measure() {
      const rtp = wins / stakes;
      const meanStake = stakes / rounds;
      // Mean of (win − rtp × stake)², expanded so the rounds need not be kept.
      const residual = (winSquares - 2 * rtp * products + rtp * rtp * stakeSquares) / rounds;
      return { rounds, rtp, standardError: Math.sqrt(residual / rounds) / meanStake };
    },
  };
}

export function describeMeasure(game: string, measured: Measured, exactRtp: number): string {
  const percent = (value: number) => (value * 100).toFixed(3);
  return `${game}: ${measured.rounds} rounds, measured ${percent(measured.rtp)} %, exact ${percent(exactRtp)} %, standard error ${percent(measured.standardError)} pp`;
}
