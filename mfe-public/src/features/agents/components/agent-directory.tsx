import { agentDirectoryQuery } from '@naija-homes/contracts/agent-pages';
import { countOf } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { SearchFilter } from '@naija-homes/ui-kit/components/search-filter';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon, StarIcon } from 'lucide-react';
import { Container } from '../../../shared/container';
import { agentsQueryOptions } from '../api/get-agents';

/** Agent cards a wide screen shows on arrival (three columns, three rows); a phone shows fewer. */
const AGENTS_ON_FIRST_SCREEN = 9;

/**
 * The agent directory: a search box, the cards and their pages. The search and the page are in the address (the
 * list kit's URL state), so a search can be shared, reloaded and gone back to, and the server paints it too.
 */
export function AgentDirectory() {
  const { params, update, setPage } = useListParams();
  const { page, limit } = agentDirectoryQuery(params);
  const search = useUrlSearch(params.get('search') ?? '', 'search', update);
  const agents = useQuery(agentsQueryOptions({ page, limit, search: search.debounced || undefined }));
  return (
    <Container>
      <PageHeader title="Find a verified agent" description="Every agent here has been checked by our team." />
      <SearchFilter
        label="Search agents by name or agency"
        placeholder="Search by name or agency"
        {...search.box}
        className="mb-6 sm:max-w-md"
      />
      {agents.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3, 4, 5, 6].map((key) => (
            <Skeleton key={key} className="h-36" />
          ))}
        </div>
      ) : agents.data?.data.length ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {agents.data.data.map((agent, index) => (
              <li key={agent._id}>
                <Link
                  to={`/agents/${agent.slug}`}
                  className={cn(
                    'flex gap-4 rounded-card border border-border p-4 hover:shadow-md',
                    // Off the first screen (ui-kit lazy-render): its content's height estimated for the wait.
                    index >= AGENTS_ON_FIRST_SCREEN && 'lazy-render [--lazy-render-size:5.75rem]',
                  )}
                >
                  <Avatar name={agent.fullName} src={agent.photo} className="size-14" />
                  <div className="min-w-0">
                    <p className="flex items-center gap-1 font-semibold">
                      <span className="truncate">{agent.fullName}</span>
                      {agent.isVerified ? (
                        <BadgeCheckIcon className="size-4 shrink-0 text-primary" aria-label="Verified agent" />
                      ) : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{agent.agencyName ?? 'Independent agent'}</p>
                    <p className="mt-2 flex items-center gap-1 text-sm">
                      <StarIcon className="size-4 fill-accent text-accent" aria-hidden="true" />
                      {agent.reviewCount > 0
                        ? `${agent.averageRating.toFixed(1)} (${countOf(agent.reviewCount, 'review')})`
                        : 'No reviews yet'}
                    </p>
                    <p className="text-sm text-muted-foreground">{countOf(agent.propertiesCount, 'listing')}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination className="mt-8" page={page} totalPages={agents.data.totalPages} onPageChange={setPage} />
        </>
      ) : (
        <EmptyState text={messages.noData} />
      )}
    </Container>
  );
}
