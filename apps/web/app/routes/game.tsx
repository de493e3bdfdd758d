import { ComingSoon } from '../components/layout/coming-soon';

export default function Route() {
  return <ComingSoon />;
}
