import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Link } from 'react-router';

/** Shown on every agent page but settings, notifications and help until the profile is approved (spec §2). */
export function AgentGate({ progress }: { progress: number }) {
  return (
    <Card className="mx-auto mt-6 grid max-w-xl gap-4 text-center">
      <h1 className="text-xl font-semibold">{messages.agentGate}</h1>
      <div className="grid gap-1">
        <Progress value={progress} label="Profile completion" />
        <p className="text-sm text-muted-foreground">{progress}% complete</p>
      </div>
      <div>
        <Button asChild>
          <Link to="/agent/settings?tab=verification">
            {progress >= 100 ? messages.submitProfile : messages.completeProfileLink}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
