import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from '@naija-homes/ui-kit/lib/router';

/** Invites estate agents to sign up. */
export function AgentCallToAction() {
  return (
    <section className="mx-auto grid max-w-7xl gap-4 px-4 py-14 lazy-render [--lazy-render-size:9.25rem] md:grid-cols-[1fr_auto] md:items-center md:[--lazy-render-size:3.75rem]">
      <div>
        <h2 className="text-2xl font-bold">Are you an estate agent?</h2>
        <p className="mt-1 text-muted-foreground">
          Get verified, list your properties and reach buyers and tenants across Nigeria.
        </p>
      </div>
      <Button asChild size="lg">
        <Link to="/sign-up?role=AGENT">List as an agent</Link>
      </Button>
    </section>
  );
}
