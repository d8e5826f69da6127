import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatRupees } from '@/lib/format';
import type { AcademyTest } from '../data/tests';
import { PurchaseSoonDialog } from './PurchaseSoonDialog';
import { TestDetailsDialog } from './TestDetailsDialog';

export function TestCard({ test }: { test: AcademyTest }) {
  const [openDialog, setOpenDialog] = useState<'details' | 'purchase' | null>(null);
  const close = () => setOpenDialog(null);

  return (
    <Card
      component="article"
      aria-labelledby={`${test.id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={test.image}
        alt=""
        width={320}
        height={200}
        sx={{ aspectRatio: '8 / 5', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`${test.id}-name`} variant="h3" component="h2" sx={{ fontSize: '1.3rem' }}>
          {test.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{test.brief}</Typography>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 1 }}
        >
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <AccessTimeIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{test.duration}</Typography>
          </Stack>
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}>
            {formatRupees(test.price)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button variant="outlined" fullWidth onClick={() => setOpenDialog('details')}>
          Know More
        </Button>
        <Button
          variant="contained"
          color="secondary"
          fullWidth
          onClick={() => setOpenDialog('purchase')}
        >
          Purchase Test
        </Button>
      </CardActions>
      <TestDetailsDialog test={test} open={openDialog === 'details'} onClose={close} />
      <PurchaseSoonDialog testName={test.name} open={openDialog === 'purchase'} onClose={close} />
    </Card>
  );
}
