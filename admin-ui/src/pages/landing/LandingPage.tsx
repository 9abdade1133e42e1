import { PortalBanner } from './PortalBanner';
import { PortalsSection } from './PortalsSection';

/** `/`: the public landing with the banner, the officer login region and the portals. */
export function LandingPage() {
  return (
    <>
      <PortalBanner />
      <PortalsSection />
    </>
  );
}
