import { useRootData } from '../../lib/root-data';
import { DefaultLayout } from './default-layout';
import { GeoRestrictedLayout } from './geo-restricted-layout';
import { InsideShellContext } from './layout-state';

/** The site's chrome around a page: the geo-restricted layout for restricted visitors, else the default. */
export function AppShell({ children }: { children: React.ReactNode }) {
  const isRestricted = useRootData()?.init.isRestricted ?? false;
  return (
    <InsideShellContext value={true}>
      {isRestricted ? (
        <GeoRestrictedLayout>{children}</GeoRestrictedLayout>
      ) : (
        <DefaultLayout>{children}</DefaultLayout>
      )}
    </InsideShellContext>
  );
}
