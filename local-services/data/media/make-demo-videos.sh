#!/usr/bin/env bash
# Regenerates the demo videos served on GET /videos/brand-loop-<low|medium|high>.mp4 (local-services/datocms/videos.ts).
# The mp4 files are committed (CI has no ffmpeg); run this only to change them: bash make-demo-videos.sh
# One 4 s abstract animation: brand-colour gradients drifting, a cream disc circling through the frame.
set -euo pipefail
cd "$(dirname "$0")"
NAME=brand-loop
SRC="gradients=s=1280x720:r=25:d=4:n=4:c0=0xfe5000:c1=0xfff1e8:c2=0xf2b705:c3=0x1d1d1b:speed=0.03:seed=7"
DISC="color=c=0xfff1e8@0.0:s=1280x720:r=25:d=4,format=rgba,geq=r=255:g=241:b=232:a='if(lt(hypot(X-640-360*cos(2*PI*T/4),Y-360-180*sin(2*PI*T/4)),150),170,0)'"
for spec in low:320:180 medium:640:360 high:1280:720; do
  IFS=: read -r res w h <<<"$spec"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SRC" -f lavfi -i "$DISC" \
    -filter_complex "[0][1]overlay=format=auto,scale=${w}:${h}:flags=bicubic,format=yuv420p" \
    -t 4 -an -c:v libx264 -profile:v high -preset veryslow -crf 32 -movflags +faststart "$NAME-$res.mp4"
done
ls -l "$NAME"-*.mp4
