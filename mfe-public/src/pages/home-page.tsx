import { FeaturedCarousel } from '../features/featured/components/featured-carousel';
import { AgentCallToAction } from '../features/home/components/agent-call-to-action';
import { ExploreCities } from '../features/home/components/explore-cities';
import { HomeHero } from '../features/home/components/home-hero';
import { HowItWorks } from '../features/home/components/how-it-works';

/** /: the search banner, featured listings, how it works, the cities, and the call to agents. */
export function HomePage() {
  return (
    <main>
      <HomeHero />
      <FeaturedCarousel />
      <HowItWorks />
      <ExploreCities />
      <AgentCallToAction />
    </main>
  );
}
