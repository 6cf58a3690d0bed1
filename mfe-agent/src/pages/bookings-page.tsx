import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { AgentBookings } from '../features/bookings/components/agent-bookings';
import { AgentInspections } from '../features/inspections/components/agent-inspections';

/** /agent/bookings: short-let stays and inspections, a tab each (?tab=inspections). */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'inspections' ? 'inspections' : 'stays';
  return (
    <>
      <PageHeader title="Bookings" description="Short-let stays and inspections booked at your listings." />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'stays' ? {} : { tab: value })}>
        <TabsList>
          <TabsTrigger value="stays">Stays</TabsTrigger>
          <TabsTrigger value="inspections">Inspections</TabsTrigger>
        </TabsList>
        <TabsContent value="stays">
          <AgentBookings />
        </TabsContent>
        <TabsContent value="inspections">
          <AgentInspections />
        </TabsContent>
      </Tabs>
    </>
  );
}
