import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { EditorToolbar } from './EditorToolbar';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  helperText?: string;
}

/** The course description's editor (Tiptap): paragraphs, bold, italic, lists, headings, links. */
export function RichTextEditor({ label, value, onChange, helperText }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A reload (or a reset) brings new content from outside.
  useEffect(() => {
    // useEditor may hand over a new instance after mount; the old one is destroyed by then.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {editor && <EditorToolbar editor={editor} />}
        <Box
          sx={{
            px: 2,
            '& .ProseMirror': { minHeight: 160, outline: 'none', py: 1 },
            '& .ProseMirror:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </Box>
  );
}
