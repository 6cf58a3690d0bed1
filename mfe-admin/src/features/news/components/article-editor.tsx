import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminArticle } from '@naija-homes/contracts/content';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { checkChosenFile, fileRules } from '@naija-homes/contracts/upload';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input, Textarea } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useChangeCover } from '../api/cover-photo';
import { articlePreviewQueryOptions } from '../api/preview-article';
import { useSaveArticle } from '../api/save-article';
import {
  type ArticleFormValues as FormValues,
  articleFormSchema as formSchema,
  publishedAtOf,
  articleFormValues as valuesOf,
} from '../article-form';
import { ArticleStatusChip } from './article-status-chip';

const LIST = '/admin/news';

/** Writes a new article or edits one: title, summary, cover photo, Markdown body with a preview, publication. */
export function ArticleEditor({ article }: { article: AdminArticle | null }) {
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(article),
  });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [pendingCover, setPendingCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const cover = useChangeCover();
  const save = useSaveArticle();
  const { errors } = form.formState;
  const choice = form.watch('publication');

  const submit = form.handleSubmit(async ({ title, summary, body, ...when }) => {
    const publishedAt = publishedAtOf({ title, summary, body, ...when });
    const saved = await save
      .mutateAsync(
        article
          ? { id: article._id, body: { title, summary, body, publishedAt } }
          : { id: null, body: { title, summary, body, publishedAt } },
      )
      .catch((error: Error) => {
        toast.error(error.message);
        return null;
      });
    if (!saved) return;
    if (!article && pendingCover) {
      // The article exists even when its photo fails: the editor then opens it, to try the photo again.
      const withCover = await cover.mutateAsync({ id: saved.data._id, file: pendingCover }).catch((error: Error) => {
        toast.error(error.message);
        return null;
      });
      if (!withCover) {
        navigate(`${LIST}?article=${saved.data._id}`, { replace: true });
        return;
      }
    }
    toast.success(saved.message);
    navigate(LIST);
  }, toastFirstError);

  const chooseCover = (file: File | undefined) => {
    if (!file) return;
    const problem = checkChosenFile(file, fileRules.coverPhoto);
    setCoverError(problem);
    if (problem) return;
    if (article) cover.mutate({ id: article._id, file }, toastOutcome());
    else setPendingCover(file);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={LIST} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeftIcon aria-hidden="true" className="size-4" /> All articles
        </Link>
        {article ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ArticleStatusChip status={article.status} />
            {article.publishedAt ? formatLagosDateTime(article.publishedAt) : null}
          </p>
        ) : null}
      </div>
      <form noValidate aria-label={article ? 'Edit article' : 'New article'} onSubmit={submit} className="grid gap-5">
        <FormField label="Title" error={errors.title?.message} required>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField
          label="Summary"
          hint="Optional: one or two sentences under the title on the list. Empty: the start of the article."
          error={errors.summary?.message}
        >
          <Textarea rows={2} {...form.register('summary')} />
        </FormField>
        <CoverField
          article={article}
          pending={pendingCover}
          error={coverError}
          busy={cover.isPending}
          onChoose={chooseCover}
          onRemove={() => {
            setCoverError(null);
            if (article) cover.mutate({ id: article._id, file: null }, toastOutcome());
            else setPendingCover(null);
          }}
        />
        <div className="grid gap-1.5">
          <Tabs value={tab} onValueChange={(value) => setTab(value as 'write' | 'preview')}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium" id="article-body-label">
                Article{' '}
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              </span>
              <TabsList aria-label="Article body">
                <TabsTrigger value="write">Write</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="write" className="mt-2">
              <Textarea
                rows={18}
                aria-labelledby="article-body-label"
                aria-required
                aria-invalid={errors.body ? true : undefined}
                aria-describedby="article-body-message"
                className="font-mono text-sm"
                {...form.register('body')}
              />
            </TabsContent>
            <TabsContent value="preview" className="mt-2">
              {tab === 'preview' ? <BodyPreview body={form.getValues('body')} /> : null}
            </TabsContent>
          </Tabs>
          <p
            id="article-body-message"
            className={errors.body ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {errors.body?.message ??
              'Markdown: ## Heading, **bold**, *italic*, - list, > quote, [link](https://…). HTML is shown as text.'}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Publication" hint="Drafts are not shown on the site.">
            <Select {...form.register('publication')}>
              <option value="draft">Draft</option>
              <option value="now">Publish now</option>
              <option value="date">{article?.publishedAt ? 'Published on the date below' : 'Publish on a date'}</option>
            </Select>
          </FormField>
          {choice === 'date' ? (
            <FormField
              label="Date and time (Lagos)"
              hint="A date in the future schedules the article."
              error={errors.date?.message}
              required
            >
              <Input type="datetime-local" {...form.register('date')} />
            </FormField>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {article ? 'Save article' : 'Create article'}
          </Button>
          <Button asChild variant="outline">
            <Link to={LIST}>Cancel</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}

function CoverField({
  article,
  pending,
  error,
  busy,
  onChoose,
  onRemove,
}: {
  article: AdminArticle | null;
  pending: File | null;
  error: string | null;
  busy: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const pendingUrl = usePreviewUrl(pending);
  const src = pendingUrl ?? article?.coverPhoto?.url ?? null;
  const rule = fileRules.coverPhoto;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        Cover photo
      </span>
      <div className="flex flex-wrap items-start gap-4">
        <div className="grid aspect-[16/9] w-64 max-w-full place-items-center overflow-hidden rounded-card border border-border bg-muted">
          {src ? (
            <img src={src} alt="The article's cover" className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-2">
          <label
            htmlFor={id}
            className="inline-flex w-fit cursor-pointer items-center rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted"
          >
            {src ? 'Replace photo' : 'Choose photo'}
          </label>
          <input
            id={id}
            type="file"
            className="sr-only"
            accept={rule.accept}
            disabled={busy}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              onChoose(file);
            }}
          />
          {src ? (
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onRemove} className="w-fit">
              Remove photo
            </Button>
          ) : null}
          <p id={`${id}-hint`} className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
            {error ??
              `${rule.label}, up to ${rule.maxBytes / 1024 / 1024} MB. Cropped to 16:9 (1600 × 900).${pending ? ' Uploaded when the article is created.' : ''}`}
          </p>
        </div>
      </div>
    </div>
  );
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The body as the public article page will show it, rendered by the API. */
function BodyPreview({ body }: { body: string }) {
  const preview = useQuery(articlePreviewQueryOptions(body));
  if (!body.trim()) return <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>;
  if (preview.isPending) return <p className="text-sm text-muted-foreground">Rendering…</p>;
  if (preview.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {preview.error.message}
      </p>
    );
  }
  return (
    <div
      className="grid min-h-40 content-start gap-3 rounded-card border border-border p-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and cleaned by the API (content/markdown.ts)
      dangerouslySetInnerHTML={{ __html: preview.data }}
    />
  );
}
