import { FeaturedCarousel } from '../features/featured/components/featured-carousel';
import { AgentCallToAction } from '../features/home/components/agent-call-to-action';
import { ExploreCities } from '../features/home/components/explore-cities';
import { HomeHero } from '../features/home/components/home-hero';
import { HowItWorks } from '../features/home/components/how-it-works';
import { RecentlyViewed } from '../shared/recently-viewed/components/recently-viewed';

/**
 * /: the search banner, featured listings, what this person opened lately (once there is something), how it works,
 * the cities, and the call to agents.
 */
export function HomePage() {
  return (
    <main>
      <HomeHero />
      <FeaturedCarousel />
      <RecentlyViewed className="mx-auto max-w-7xl px-4 pb-6" />
      <HowItWorks />
      <ExploreCities />
      <AgentCallToAction />
    </main>
  );
}
