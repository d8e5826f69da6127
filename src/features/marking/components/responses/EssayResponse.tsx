import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { Annotation, MarkingResponse } from '@contract/examTypes';
import { PASSAGE_NOT_FOUND } from '@contract/messages/markingNotes';
import { HighlightedText } from '@/components/text/HighlightedText';
import { findQuote, selectedRange, type TextRange } from '@/lib/textRanges';
import { annotationAdded } from '../../model/markingSheetSlice';
import { useAppDispatch } from '@/store/hooks';
import { NoteDialog } from './NoteDialog';
import { NoteList, type NumberedNote } from './NoteList';
import { ResponsePrompt } from './ResponsePrompt';
import { WordCount } from './WordCount';

interface EssayResponseProps {
  unitId: string;
  title: string;
  response: MarkingResponse;
  /** The unit's notes with their numbers and their index in the sheet. */
  notes: NumberedNote[];
  editable: boolean;
}

/**
 * An essay to mark: its prompt, its word count against the limits, and its text with the notes'
 * passages highlighted. Select a passage (or type it in the note) and add a note anchored to it.
 */
export function EssayResponse({ unitId, title, response, notes, editable }: EssayResponseProps) {
  const dispatch = useAppDispatch();
  const textBox = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<TextRange | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const text = response.text ?? '';
  const own = notes.filter((note) => note.annotation.questionId === response.questionId);

  const openNote = () => {
    const range = textBox.current ? selectedRange(textBox.current, window.getSelection()) : null;
    setSelection(range);
    setDialogOpen(true);
  };

  const save: Parameters<typeof NoteDialog>[0]['onSave'] = ({ quote, text: note }, setError) => {
    const selected = selection && text.slice(selection.start, selection.end);
    const range =
      selection && selected === quote ? selection : findQuote(text, quote, selection?.start ?? 0);
    if (!range) {
      setError('quote', { type: 'validate', message: PASSAGE_NOT_FOUND });
      return false;
    }
    const annotation: Annotation = {
      questionId: response.questionId,
      start: range.start,
      end: range.end,
      quote: text.slice(range.start, range.end),
      text: note.trim(),
    };
    dispatch(annotationAdded({ unitId, annotation }));
    return true;
  };

  return (
    <Box component="section" aria-labelledby={`${response.questionId}-heading`} sx={{ mb: 4 }}>
      <Typography
        id={`${response.questionId}-heading`}
        variant="h2"
        sx={{ fontSize: '1.35rem', mb: 1 }}
      >
        {title}
      </Typography>
      <ResponsePrompt response={response} />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <WordCount
          count={response.wordCount ?? 0}
          min={response.minWords}
          max={response.maxWords}
        />
        {editable && text && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<NoteAddIcon />}
            // Keeps the essay's selection: the button does not take focus on a mouse press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={openNote}
          >
            Add a note on the selected passage
          </Button>
        )}
      </Stack>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        The candidate&apos;s answer
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: { xs: 1.5, md: 2.5 },
          bgcolor: 'background.paper',
        }}
      >
        {text ? (
          <HighlightedText
            ref={textBox}
            text={text}
            notes={own.map((note) => ({
              start: note.annotation.start ?? 0,
              end: note.annotation.end ?? 0,
              number: note.number,
            }))}
            activeNumber={active}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>No answer was written.</Typography>
        )}
      </Box>
      <NoteList
        unitId={unitId}
        notes={own}
        editable={editable}
        describe={(note) => `“${note.annotation.quote ?? ''}”`}
        onShow={(note) => setActive(note.number)}
        showLabel="Show"
      />
      <NoteDialog
        open={dialogOpen}
        title={`Note on a passage of ${title}`}
        withPassage
        initialQuote={selection ? text.slice(selection.start, selection.end) : ''}
        onClose={() => setDialogOpen(false)}
        onSave={save}
      />
    </Box>
  );
}
