#!/bin/sh
# One-shot (docker-compose service minio-setup): the portal's bucket in MinIO, private, and the
# portal's own access key, allowed only that bucket's objects. Safe to run again on every start.
set -eu
mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "store/$S3_BUCKET"
mc anonymous set none "store/$S3_BUCKET"
cat > /tmp/portal-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation", "s3:ListBucketMultipartUploads"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
POLICY
mc admin user add store "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
mc admin policy create store portal-files /tmp/portal-policy.json
# Attached once (mc refuses to attach it again), checked in plain shell (no grep needed in the image).
case "$(mc admin user info store "$S3_ACCESS_KEY_ID")" in
  *portal-files*) ;;
  *) mc admin policy attach store portal-files --user "$S3_ACCESS_KEY_ID" ;;
esac
echo "bucket $S3_BUCKET ready for $S3_ACCESS_KEY_ID"
