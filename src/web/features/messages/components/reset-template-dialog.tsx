import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { messagesCopy } from '@/content/messages';
import { failureDescription } from '@/lib/api-client';
import { useResetMessageTemplate } from '../api/reset-message-template';
import { templateName, type TemplateOf } from '../lib/template-name';

const copy = messagesCopy.templates;

/** "Reset to default" asks first: the administrator's words are gone once reset (docs/decisions/065-notifications.md). */
export function ResetTemplateDialog({
  template,
  onClose,
  onReset,
}: {
  template: TemplateOf | null;
  onClose: () => void;
  onReset: () => void;
}) {
  const reset = useResetMessageTemplate();

  const confirm = async () => {
    if (!template || reset.isPending) return;
    try {
      await reset.mutateAsync({ event: template.event, language: template.language });
      toast(copy.wasReset);
      onReset();
    } catch (error) {
      toast({
        ...copy.resetFailed,
        description: failureDescription(error, copy.resetFailed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={template !== null} onOpenChange={(next) => (next || reset.isPending ? undefined : onClose())}>
      {template ? (
        <DialogContent
          role="alertdialog"
          title={copy.confirmReset.title}
          description={copy.confirmReset.description(templateName(template))}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={reset.isPending}>
                {copy.confirmReset.keep}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={reset.isPending} onClick={() => void confirm()}>
              {reset.isPending ? copy.confirmReset.resetting : copy.confirmReset.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
