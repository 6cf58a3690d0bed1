import { Button } from '@naija-homes/ui-kit/components/button';
import { ExternalLinkIcon, PlayIcon, VideoIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isVideoFile, type VideoEmbed, videoEmbed } from '../media';
import { EmbedFrame } from './embed-frame';

const frameClass = 'aspect-video w-full rounded-card border-0 bg-black';

/** The listing's video: YouTube and Vimeo in their privacy-friendly players, a video file in the browser's own. */
export function VideoViewer({ url, title }: { url: string; title: string }) {
  const embed = videoEmbed(url);
  const openLink = (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-white underline-offset-4 hover:underline"
    >
      {embed ? `Watch on ${embed.provider}` : 'Open the video'}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
  if (embed) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-3">
        <PlayerFacade embed={embed} title={title} />
        {openLink}
      </div>
    );
  }
  if (isVideoFile(url)) return <VideoFile url={url} title={title} openLink={openLink} />;
  return <OpenElsewhere url={url} text="This video is hosted on another site." />;
}

/**
 * The video's still and a play button; the provider's player loads only when asked. Nothing of another site loads
 * on a slow network until the visitor wants it, and a player that cannot load never leaves a broken frame on the
 * page: the still (or a plain panel when even that cannot load) stays, with the link to watch it there.
 */
function PlayerFacade({ embed, title }: { embed: VideoEmbed; title: string }) {
  const [playing, setPlaying] = useState(false);
  const [stillFailed, setStillFailed] = useState(false);
  if (playing) {
    return (
      <EmbedFrame
        src={`${embed.src}&autoplay=1`}
        title={`Video tour of ${title}`}
        className={frameClass}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        fallback={
          <p className="grid aspect-video w-full place-content-center rounded-card bg-white/5 p-8 text-center">
            The {embed.provider} player cannot be shown here. Use the link below to watch the video.
          </p>
        }
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play the video tour of ${title}`}
      className="group relative grid aspect-video w-full place-items-center overflow-hidden rounded-card bg-white/5"
    >
      {embed.thumbnail && !stillFailed ? (
        <img
          src={embed.thumbnail}
          alt=""
          loading="lazy"
          onError={() => setStillFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <VideoIcon aria-hidden="true" className="absolute top-6 left-6 size-8 opacity-60" />
      )}
      <span className="relative grid size-16 place-items-center rounded-full bg-black/70 text-white transition group-hover:scale-110 group-focus-visible:scale-110">
        <PlayIcon aria-hidden="true" className="size-7 translate-x-0.5 fill-current" />
      </span>
    </button>
  );
}

function OpenElsewhere({ url, text }: { url: string; text: string }) {
  return (
    <div className="mx-auto grid w-full max-w-md justify-items-center gap-4 rounded-card bg-white/5 p-8 text-center">
      <VideoIcon aria-hidden="true" className="size-10" />
      <p>{text}</p>
      <Button asChild variant="secondary">
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the video
          <ExternalLinkIcon aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}

/** A link straight to a video file: the browser's own player, or the link if the file cannot be played here. */
function VideoFile({ url, title, openLink }: { url: string; title: string; openLink: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <OpenElsewhere url={url} text="This video cannot be played here." />;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-3">
      {/* biome-ignore lint/a11y/useMediaCaption: agents link walk-throughs without captions; none exist to add */}
      <video
        src={url}
        controls
        preload="metadata"
        playsInline
        className={frameClass}
        aria-label={`Video tour of ${title}`}
        onError={() => setFailed(true)}
      />
      {openLink}
    </div>
  );
}
