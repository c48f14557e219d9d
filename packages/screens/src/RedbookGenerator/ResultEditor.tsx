import { useState, type ChangeEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { joinKeywords, splitKeywordsDroppingEmpties, type GeneratedPost } from '@app/contract';
import { KeywordsField, TextArea, TextField } from '@app/ui';
import type { PostEdit } from './results';
import { StyledEditor } from './ResultItem.styles';

export const TEXT_REQUIRED_MESSAGE = msg`Text is required`;

export interface ResultEditorProps {
  /** The post's number in the list, to name its fields. */
  number: number;
  post: GeneratedPost;
  /** Called as the user types: the change applies at once (Save saves what the fields show). */
  onEdit: (changes: PostEdit) => void;
}

/** A generated post's title, text and keywords, editable before saving. */
export function ResultEditor({ number, post, onEdit }: ResultEditorProps) {
  const { t } = useLingui();
  // the keywords as typed ("a, b, "), so a comma can be typed before the next keyword
  const [keywords, setKeywords] = useState(() => joinKeywords(post.keywords));

  const handleKeywords = (event: ChangeEvent<HTMLInputElement>) => {
    setKeywords(event.target.value);
    onEdit({ keywords: splitKeywordsDroppingEmpties(event.target.value) });
  };

  return (
    <StyledEditor role="group" aria-label={t`Edit post ${number}`}>
      <TextField label={t`Title`} value={post.title} onChange={(event) => onEdit({ title: event.target.value })} />
      <TextArea
        label={t`Text`}
        rows={8}
        value={post.content}
        error={post.content.trim() === '' ? t(TEXT_REQUIRED_MESSAGE) : undefined}
        onChange={(event) => onEdit({ content: event.target.value })}
      />
      <KeywordsField
        label={t`Keywords`}
        tooltip={t`Separate keywords with commas.`}
        value={keywords}
        onChange={handleKeywords}
      />
    </StyledEditor>
  );
}
