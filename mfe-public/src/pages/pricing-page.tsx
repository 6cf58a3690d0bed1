import { formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Container } from '../shared/container';
import { useOptionalList } from '../shared/use-optional-list';

interface Plan {
  _id: string;
  name?: string;
  subTitle?: string;
  price?: number;
  points?: string[];
}

export function PricingPage() {
  const plans = useOptionalList<Plan>('/package/all');
  return (
    <Container>
      <PageHeader
        title="Plans for agents"
        description="Monthly plans that raise your listings' visibility. Cancel any time."
      />
      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-72" />
          ))}
        </div>
      ) : plans.data?.data.length ? (
        <div className="grid gap-4 md:grid-cols-3">
          {plans.data.data.map((plan) => (
            <Card key={plan._id}>
              <h2 className="text-xl font-semibold">{plan.name || 'Starter Plan'}</h2>
              {plan.subTitle ? <p className="text-sm text-muted-foreground">{plan.subTitle}</p> : null}
              {plan.price !== undefined ? (
                <p className="mt-3 text-2xl font-bold">{formatNaira(plan.price)} / month</p>
              ) : null}
              <ul className="mt-3 grid gap-1 text-sm">
                {plan.points?.map((point) => (
                  <li key={point}>• {point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      ) : (
        <EmptyState text={messages.noData}>
          <p className="text-sm">Plans will be published here shortly.</p>
        </EmptyState>
      )}
    </Container>
  );
}
